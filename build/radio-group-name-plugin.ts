import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RADIO_GROUP = /antd[\\/]es[\\/]radio[\\/]group\.js$/;
const standIn = fileURLToPath(new URL('../src/utils/shims/form-name-path.ts', import.meta.url));

/**
 * In the browser build, antd's Radio.Group gets its one helper from the form hooks module without the
 * module (src/utils/shims/form-name-path.ts says why). Only that one import is redirected: Form.useForm
 * itself is untouched.
 */
export function radioGroupName(): Plugin {
  return {
    name: 'radio-group-name',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../form/hooks/useForm' && importer && RADIO_GROUP.test(importer)) return standIn;
      return null;
    },
  };
}
