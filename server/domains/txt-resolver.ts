import { promises as dns } from 'node:dns';

/** Looks up a name's TXT records (each record as its character strings). A name without any answers []. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

/** The local default: the system's resolver (dns.promises.resolveTxt). */
export const systemTxtResolver: TxtResolver = {
  async resolveTxt(name) {
    try {
      return await dns.resolveTxt(name);
    } catch (error) {
      if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  },
};
