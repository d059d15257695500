/**
 * What the account API remembers besides the player record, for one server instance: the phone or
 * e-mail each player asked to bind (waiting for its code), verification documents and unfinished
 * uploads. In memory, like the players.
 */
import type { DocumentContentType, DocumentType } from './verification-rules.ts';
import type { Phone } from '../../../server/kit/index.ts';

export type PendingContact = { kind: 'phone'; phone: Phone; expiresAt: number } | { kind: 'email'; email: string; expiresAt: number };

export interface StoredDocument {
  id: number;
  documentType: DocumentType;
  fileName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
  uploadedAt: number;
}

export interface OpenUpload {
  id: string;
  playerId: number;
  documentType: DocumentType;
  fileName: string;
  contentType: DocumentContentType;
  size: number;
  chunks: Buffer[];
  received: number;
  expiresAt: number;
}

export class AccountStore {
  readonly pendingContacts = new Map<number, PendingContact>();
  readonly documents = new Map<number, StoredDocument[]>();
  readonly uploads = new Map<string, OpenUpload>();
  private nextDocumentId = 1;

  documentsOf(playerId: number): StoredDocument[] {
    return this.documents.get(playerId) ?? [];
  }

  keepDocument(playerId: number, document: Omit<StoredDocument, 'id'>): StoredDocument {
    const stored = { ...document, id: this.nextDocumentId++ };
    this.documents.set(playerId, [...this.documentsOf(playerId), stored]);
    return stored;
  }

  /** Uploads left unfinished (a closed tab) are dropped, so their bytes do not stay in memory. */
  forgetStaleUploads(now: number): void {
    for (const [id, upload] of this.uploads) if (upload.expiresAt <= now) this.uploads.delete(id);
  }
}
