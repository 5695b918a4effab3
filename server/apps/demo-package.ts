import fs from 'node:fs/promises';
import path from 'node:path';
import { packageFolder } from '../files/file-layout';
import type { FileStorage } from '../files/file-storage';

export const DEMO_PACKAGE_VERSION = '1.0.0';

/** The demo package app's static site: a page, a style sheet and a web app manifest. */
const demoSite = (title: string, description: string): Record<string, string> => ({
  'index.html': `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="app.css">
</head>
<body>
<h1>${title}</h1>
<p>${description}</p>
</body>
</html>
`,
  'app.css': 'body { font-family: sans-serif; margin: 2rem; } h1 { color: #d4380d; }\n',
  'about.json': `${JSON.stringify({ title, description, version: DEMO_PACKAGE_VERSION })}\n`,
});

export const demoPackageStats = (title: string, description: string) => {
  const files = Object.values(demoSite(title, description));
  return { fileCount: files.length, sizeBytes: files.reduce((sum, text) => sum + Buffer.byteLength(text), 0) };
};

/** Stores the demo package's files where an uploaded version of the app would be (server/files/file-layout.ts). */
export async function writeDemoPackage(files: FileStorage, appId: string, title: string, description: string) {
  const key = packageFolder(appId, DEMO_PACKAGE_VERSION);
  if (await files.has(key)) return;
  await files.withWorkFolder(async (work) => {
    for (const [name, text] of Object.entries(demoSite(title, description))) await fs.writeFile(path.join(work, name), text);
    await files.put(work, key);
  });
}
