/** What the Upload widget uploads: the field's `upload` declaration, its app resolved from the page's scope. */
export interface UploadDeclaration {
  fileType: 'icon' | 'screenshot' | 'package' | 'picture';
  /** The app the file belongs to; a package needs one. */
  appId?: unknown;
  accept?: string;
}

export interface FileUploadProps {
  upload: UploadDeclaration;
  multiple?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
