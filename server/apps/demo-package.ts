import fs from 'node:fs/promises';
import path from 'node:path';
import { createFileStore } from './file-store';

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

/** Writes the demo package's files where an uploaded version of the app would be (file-store.ts layout). */
export async function writeDemoPackage(filesDir: string, appId: string, title: string, description: string) {
  const store = createFileStore(filesDir);
  const relative = store.packageFolder(appId, DEMO_PACKAGE_VERSION);
  if (await store.exists(relative)) return;
  const work = await store.tempFolder();
  try {
    for (const [name, text] of Object.entries(demoSite(title, description))) await fs.writeFile(path.join(work, name), text);
    await store.moveIntoPlace(work, relative);
  } finally {
    await store.remove(work);
  }
}
