/**
 * What a verification document may be: a JPEG, PNG or PDF of at most 5 MB whose bytes really are
 * that kind of file (the declared type alone is the browser's guess), at most ten per player. Pure.
 */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;
/** Small enough that a slow phone reports progress often, large enough that a photo is a few calls. */
export const CHUNK_BYTES = 256 * 1024;
/** 1 identity document, 2 proof of address, 3 selfie with the document, 4 payment card. */
export const DOCUMENT_TYPES = [1, 2, 3, 4] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const SIGNATURES: Record<DocumentContentType, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

export function isDocumentContentType(value: unknown): value is DocumentContentType {
  return typeof value === 'string' && (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);
}

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'number' && (DOCUMENT_TYPES as readonly number[]).includes(value);
}

/** Why an announced upload cannot start, or null when it may. */
export function uploadRefusal(size: number, contentType: unknown, documentsKept: number): string | null {
  if (!isDocumentContentType(contentType)) return 'Send a JPEG, PNG or PDF file';
  if (!Number.isSafeInteger(size) || size < 1) return 'The file is empty';
  if (size > MAX_DOCUMENT_BYTES) return `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB: send a smaller photo or scan`;
  if (documentsKept >= MAX_DOCUMENTS) return `You have sent ${MAX_DOCUMENTS} documents already: wait for the check to finish`;
  return null;
}

/** True when the file's first bytes are those of its declared type. */
export function bytesMatchType(bytes: Uint8Array, contentType: DocumentContentType): boolean {
  const signature = SIGNATURES[contentType];
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}
