/** The operation id of schemas/api the Upload widget posts files to (spec §7: POST /api/v1/upload). */
export const UPLOAD_OPERATION = 'upload' as const;
