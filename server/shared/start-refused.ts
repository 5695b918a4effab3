/** A setting or state that stops the server's start: its message is printed as one line, with exit code 1 (server/main.ts). */
export class StartRefused extends Error {}
