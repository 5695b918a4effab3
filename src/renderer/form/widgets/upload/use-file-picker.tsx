import { useRef, useState } from 'react';

/** A hidden file input and its opener; `onFile` gets the picked file (the input is cleared for the next pick). */
export function useFilePicker(accept: string, onFile: (file: File) => Promise<void>) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const element = (
    <input
      ref={input}
      type="file"
      accept={accept}
      hidden
      data-testid="upload-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setBusy(true);
        onFile(file)
          .catch(() => undefined) // the HTTP layer has shown the server's message naming the problem
          .finally(() => setBusy(false));
      }}
    />
  );
  return { element, busy, open: () => input.current?.click() };
}
