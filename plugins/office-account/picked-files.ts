/**
 * Files the player picked, held until the upload saga reads them. A File is not serialisable state,
 * so the store's action carries only its id; the saga takes the file out (once) when it starts.
 */
const held = new Map<string, Blob>();
let counter = 0;

export function holdFile(file: Blob): string {
  counter += 1;
  const id = `file-${counter}`;
  held.set(id, file);
  return id;
}

export function takeFile(id: string): Blob | undefined {
  const file = held.get(id);
  held.delete(id);
  return file;
}

/** Base64 of a part of a file, for a JSON body. */
export async function base64Of(part: Blob): Promise<string> {
  const bytes = new Uint8Array(await part.arrayBuffer());
  let binary = '';
  // Small steps: String.fromCharCode with a whole chunk's bytes as arguments overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
