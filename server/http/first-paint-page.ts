import fs from 'node:fs';
import path from 'node:path';

/**
 * The build writes pre-rendered copies of the login screen (dist/console/login.<locale>.html) and
 * first-paint.json naming them. /login is answered with the copy the browser's first-paint cookie
 * asks for (the default one when there is no cookie yet), or with nothing when the cookie says no
 * copy matches that browser's look: then the caller sends the plain index.html.
 */
interface FirstPaintPlan {
  cookie: string;
  defaultVariant: string;
  variants: Record<string, string>;
}

function readPlan(consoleDir: string): FirstPaintPlan | undefined {
  try {
    const plan = JSON.parse(fs.readFileSync(path.join(consoleDir, 'first-paint.json'), 'utf8')) as FirstPaintPlan;
    const files = Object.values(plan.variants ?? {});
    if (typeof plan.cookie !== 'string' || files.some((file) => !fs.existsSync(path.join(consoleDir, file)))) return undefined;
    return plan;
  } catch {
    return undefined;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Returns a chooser of the file answering /login for a Cookie header, or undefined when the build made no copies. */
export function loadFirstPaintPages(consoleDir: string): ((cookieHeader: string | undefined) => string | undefined) | undefined {
  const plan = readPlan(consoleDir);
  if (!plan) return undefined;
  return (cookieHeader) => {
    const wanted = cookieValue(cookieHeader, plan.cookie) ?? plan.defaultVariant;
    return Object.hasOwn(plan.variants, wanted) ? plan.variants[wanted] : undefined;
  };
}
