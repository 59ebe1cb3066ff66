// Keeping an upload: its files in place first (content-addressed, so writing them twice is
// harmless), then its row and audit entry in one transaction. The same bytes uploaded again, even in
// parallel, answer the same asset.
import { fileTypeFromFile } from 'file-type';
import type { MediaFile, MediaImage, Problem } from '@shop/contract';
import type { AdminActor } from '../admin-actor';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit-log';
import { deriveStagedImage } from './image-derivatives';
import { findAsset, findUploadedDigitalFile, insertAsset, insertDigitalFile } from './media-repository';
import { isStored, storeDigitalFile, storeImageFiles, type StagedFile } from './media-storage';
import { mediaFileOf, mediaImageOf, type MediaAssetRow } from './uploaded-image';

/** An upload read from the request, waiting in the staging folder. */
export interface Upload {
  originalName: string;
  staged: StagedFile;
}

export type Kept<T> =
  { ok: true; created: boolean; item: T } | { ok: false; status: 413 | 415; problem: Problem; detail?: string };

const AUDIT_RESOURCE = 'media';
const staffIdOf = (actor: AdminActor) => (actor.kind === 'staff' ? actor.member.id : null);

/** What the audit log records of a new asset. */
const audited = (row: MediaAssetRow, extra: Record<string, unknown> = {}) => ({
  kind: row.kind,
  hash: row.hash,
  originalName: row.originalName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  ...extra,
});

/** Keeps an uploaded image: judged and re-encoded (unless the same bytes are stored already), then recorded. */
export async function keepImage(deps: AdminDeps, actor: AdminActor, upload: Upload): Promise<Kept<MediaImage>> {
  const { hash, sizeBytes } = upload.staged;
  const known = await findAsset(deps.db, 'image', hash);
  if (known && (await isStored(deps.storage, 'image', hash, known.widths.at(-1) ?? 0))) {
    return { ok: true, created: false, item: mediaImageOf(known) };
  }
  const derivation = await deriveStagedImage(upload.staged.path);
  if (!derivation.ok) return derivation;
  const { image } = derivation;
  await storeImageFiles(deps.storage, hash, image.widths.at(-1) ?? 0, image.files);
  return deps.db.transaction(async (tx) => {
    const created = await insertAsset(tx, {
      kind: 'image',
      hash,
      contentType: image.contentType,
      originalName: upload.originalName,
      sizeBytes,
      width: image.width,
      height: image.height,
      widths: image.widths,
      staffId: staffIdOf(actor),
    });
    if (!created) return { ok: true, created: false, item: mediaImageOf((await findAsset(tx, 'image', hash))!) };
    await recordAudit(tx, actor, {
      action: 'upload',
      resource: AUDIT_RESOURCE,
      resourceId: created.id,
      after: audited(created, { width: created.width, height: created.height, widths: created.widths }),
    });
    return { ok: true, created: true, item: mediaImageOf(created) };
  });
}

const UNKNOWN_TYPE = 'application/octet-stream';

/** Keeps a digital product's file privately, with the digital_files row a product points at. */
export async function keepFile(deps: AdminDeps, actor: AdminActor, upload: Upload): Promise<Kept<MediaFile>> {
  const { hash, sizeBytes } = upload.staged;
  const contentType = (await fileTypeFromFile(upload.staged.path))?.mime ?? UNKNOWN_TYPE;
  const storagePath = await storeDigitalFile(deps.storage, upload.staged);
  return deps.db.transaction(async (tx) => {
    const created = await insertAsset(tx, {
      kind: 'file',
      hash,
      contentType,
      originalName: upload.originalName,
      sizeBytes,
      staffId: staffIdOf(actor),
    });
    if (!created) {
      const known = (await findAsset(tx, 'file', hash))!;
      const digitalFileId =
        (await findUploadedDigitalFile(tx, hash)) ??
        (await insertDigitalFile(tx, { storagePath, contentType: known.contentType, sizeBytes: known.sizeBytes }));
      return { ok: true, created: false, item: mediaFileOf(known, digitalFileId) };
    }
    const digitalFileId = await insertDigitalFile(tx, { storagePath, contentType, sizeBytes });
    await recordAudit(tx, actor, {
      action: 'upload',
      resource: AUDIT_RESOURCE,
      resourceId: created.id,
      after: audited(created, { digitalFileId }),
    });
    return { ok: true, created: true, item: mediaFileOf(created, digitalFileId) };
  });
}
