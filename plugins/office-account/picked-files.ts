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

/** Base64 of a part of a file, for a JSON body (a data: URL is base64 already; FileReader reads it everywhere). */
export function base64Of(part: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read: pick it again'));
    reader.readAsDataURL(part);
  });
}
