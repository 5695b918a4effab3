import type { FileUploadProps } from './types';
import { ImageUpload } from './ImageUpload';
import { PackageUpload } from './PackageUpload';

/** The Upload widget: an icon or screenshots (their addresses), or an app's static package (its live version). */
export function FileUpload(props: FileUploadProps) {
  return props.upload.fileType === 'package' ? <PackageUpload {...props} /> : <ImageUpload {...props} />;
}
