// ua-parser-js 1.x (MIT) ships no type declarations; these are the parts the install ingestion reads.
declare module 'ua-parser-js' {
  interface UAResult {
    browser: { name?: string; version?: string };
    os: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
  }
  export class UAParser {
    constructor(userAgent?: string);
    getResult(): UAResult;
  }
}
