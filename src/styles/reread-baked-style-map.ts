import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';

/**
 * antd's cssinjs reads which styles a loaded stylesheet holds (a `content` rule the baked file
 * carries) once, at the first styled component, which is the app's root ConfigProvider: before the
 * console loads its baked stylesheet. After the load it is asked to read again, so components drawn
 * from then on take their styles from the file. (`reset` is cssinjs's own way to drop that record;
 * tests/unit/styles/baked-antd-styles.test.ts keeps it honest across updates.)
 */
export function rereadBakedStyleMap(): void {
  reset(undefined, true);
}
