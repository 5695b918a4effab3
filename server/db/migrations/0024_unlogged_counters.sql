-- Hand-written: the shared rate-limit windows and guess counts are kept unlogged. They are counts of the
-- last minutes (a crash of the database may forget them, as a restart forgets the memory counts of one
-- process), written on every sign-in and funnel call: without WAL their commits wait for no flush to disk.
ALTER TABLE "guess_counts" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
