import type { FontAxis, FontFormat } from './metadata';

/** A replacement file announced with PUT …/file and not uploaded yet. */
export interface PendingFontFile {
  fileName: string;
  fileHash: string;
  axes: FontAxis[];
  uploadKey: string;
}

/** A custom font as the emulator stores it. */
export interface CustomFontRecord {
  id: string;
  siteId: string;
  fontFamily: string;
  format: FontFormat;
  fileName: string;
  weight: number;
  italic: boolean;
  fontDisplay: 'auto' | 'block' | 'swap' | 'fallback' | 'optional';
  axes: FontAxis[];
  hostedPath: string;
  fileHash: string;
  /** False until the first upload reached the object store; only live fonts are listed. */
  live: boolean;
  pendingFile: PendingFontFile | null;
}
