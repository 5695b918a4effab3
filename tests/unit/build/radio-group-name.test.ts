// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { describe, expect, it } from 'vitest';
import { radioGroupName } from '../../../build/radio-group-name-plugin';
import { toNamePathStr } from '../../../src/utils/shims/form-name-path';

const require = createRequire(import.meta.url);
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const radioGroup = path.join(antdEs, 'radio', 'group.js');

type ResolveId = (source: string, importer: string | undefined) => string | null;
const resolveId = radioGroupName().resolveId as unknown as ResolveId;

describe("the build stand-in for antd Radio.Group's form hooks import", () => {
  it("redirects Radio.Group's import of the form hooks to the stand-in", () => {
    const resolved = resolveId('../form/hooks/useForm', radioGroup);
    expect(resolved).toMatch(/src[\\/]utils[\\/]shims[\\/]form-name-path\.ts$/);
    expect(fs.existsSync(resolved!)).toBe(true);
  });

  it('leaves every other import of the form hooks alone', () => {
    expect(resolveId('./hooks/useForm', path.join(antdEs, 'form', 'Form.js'))).toBeNull();
    expect(resolveId('../form/hooks/useForm', path.join(antdEs, 'radio', 'radio.js'))).toBeNull();
    expect(resolveId('../form/context', radioGroup)).toBeNull();
  });

  it('matches the installed antd: Radio.Group takes only that helper from the form hooks', () => {
    // Should an antd update import more from there, the stand-in would lack it.
    expect(fs.readFileSync(radioGroup, 'utf8')).toContain("import { toNamePathStr } from '../form/hooks/useForm';");
  });

  it("names a radio group's inputs as antd does", () => {
    for (const name of [undefined, 'status', 3, ['user', 'role'], ['items', 0, 'kind']] as const) {
      expect(toNamePathStr(name as never)).toBe(antdToNamePathStr(name as never));
    }
  });
});
