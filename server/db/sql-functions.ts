import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../shared/project-root';

/** The database functions, one `CREATE OR REPLACE FUNCTION` per file (ARCHITECTURE.md "Database functions"). */
const functionsFolder = projectPath('server', 'db', 'functions');

/**
 * The texts of the function files, in the order of their names. Every file is applied at every
 * migrate, after the migrations, so a function's change is a change of its file: the running
 * database gets it at the next start. PL/pgSQL resolves the functions a body calls when it runs, not
 * when it is created, so the order of the files does not matter.
 */
function sqlFunctionTexts(): { name: string; text: string }[] {
  return fs
    .readdirSync(functionsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(functionsFolder, name), 'utf8') }));
}

/** Runs `work` in one transaction, `run` sending a text of statements on its connection. */
export type InTransaction = (work: (run: (text: string) => Promise<unknown>) => Promise<void>) => Promise<void>;

/** Any number, the same for every server: the key of the advisory lock that serialises the application. */
const APPLY_LOCK = 7_301_110;

/**
 * Applies every function file in one transaction: a query never sees half of them replaced, and
 * servers starting together take turns (two concurrent replacements of one function would fail).
 */
export async function applySqlFunctions(transaction: InTransaction) {
  const files = sqlFunctionTexts();
  await transaction(async (run) => {
    await run(`select pg_advisory_xact_lock(${APPLY_LOCK})`);
    for (const file of files) {
      try {
        await run(file.text);
      } catch (error) {
        throw new Error(`database function file ${file.name}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
}
