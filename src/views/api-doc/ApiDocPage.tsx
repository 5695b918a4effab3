import { ApiDocument } from '@/renderer/parts/api-document/ApiDocument';

/** Spec §2 /apiDoc: the development documentation, generated from the API schemas. */
export default function ApiDocPage() {
  return <ApiDocument />;
}
