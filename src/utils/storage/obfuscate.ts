/*
 * Obfuscation, NOT encryption. The key below ships inside the JavaScript bundle, so anyone who can open the
 * browser's developer tools can read it and decode every stored value. It only keeps tokens and user data
 * from being read or edited at a glance in the storage panel. Keep real secrets out of browser storage.
 */
const KEY = new TextEncoder().encode('pwa-console:storage:not-a-secret');

function xorWithKey(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] ^ KEY[i % KEY.length] ^ (i & 0xff);
  return out;
}

/**
 * Turns text into an unreadable-looking string for browser storage.
 * This is obfuscation, not encryption: the key ships with the bundle, so anyone can reverse it.
 */
export function obfuscate(text: string): string {
  const bytes = xorWithKey(new TextEncoder().encode(text));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Reverses `obfuscate`. Throws on input that is not base64. */
export function deobfuscate(stored: string): string {
  const binary = atob(stored);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(xorWithKey(bytes));
}
