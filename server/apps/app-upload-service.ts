import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { appVersions, apps } from '../db/schema';
import { BizCode, bizError, notFound } from '../http/api-error';
import { violatedUniqueIndex } from '../shared/db-errors';
import type { AppService } from './app-service';
import type { FileStore } from './file-store';
import type { ImageUploads } from './image-upload';
import { unpackStaticPackage, type PackageLimits } from './package-archive';
import { uploadRefused } from './upload-errors';

export type UploadFileType = 'icon' | 'screenshot' | 'package' | 'picture';

export interface UploadInput {
  fileType: UploadFileType;
  bytes: Buffer;
  appId?: string;
  version?: string;
}

/** A package version: letters, digits, dot, dash, underscore (it names a folder), 1 to 32 of them. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

const versionTaken = (version: string) => bizError(BizCode.appVersionTaken, 'app.versionTaken', { version });

/**
 * The upload call: icons and screenshots (stored by content, answered as URLs), and static packages of
 * an app (one kept folder per version, made live at once). A refused file leaves nothing behind: work is
 * done under tmp/, and a package's folder is moved into place inside the transaction that records it.
 */
export function createAppUploadService(store: FileStore, images: ImageUploads, appService: AppService, limits: PackageLimits) {
  async function storePackage(account: AccountData, input: UploadInput) {
    if (!input.appId) throw uploadRefused('upload.packageNeedsApp');
    const version = input.version?.trim() ?? '';
    if (!VERSION_PATTERN.test(version)) throw uploadRefused('upload.badVersion');
    const app = await appService.find(account, input.appId);
    if (!app) throw notFound();
    const work = await store.tempFolder();
    const relative = store.packageFolder(app.appId, version);
    let moved = false;
    try {
      const unpacked = await unpackStaticPackage(input.bytes, work, limits);
      const updated = await account.transaction(async (tx) => {
        try {
          await tx.insert(appVersions, { appId: app.appId, version, fileCount: unpacked.fileCount, sizeBytes: unpacked.sizeBytes });
        } catch (error) {
          if (violatedUniqueIndex(error) === 'app_versions_app_version_key') throw versionTaken(version);
          throw error;
        }
        const [row] = await tx
          .update(apps, { source: 'package', packageVersion: version, updatedAt: new Date() }, eq(apps.appId, app.appId))
          .returning();
        if (!row) throw notFound();
        // A folder left by an upload that failed after its move (a crash between move and commit) is replaced.
        await store.remove(relative);
        moved = await store.moveIntoPlace(work, relative);
        if (!moved) throw versionTaken(version);
        return row;
      });
      return {
        url: '',
        file_type: 'package' as const,
        version,
        app_id: updated.appId,
        file_count: unpacked.fileCount,
        size_bytes: unpacked.sizeBytes,
      };
    } catch (error) {
      if (moved) await store.remove(relative);
      throw error;
    } finally {
      if (fs.existsSync(work)) await store.remove(work);
    }
  }

  return {
    async upload(account: AccountData, input: UploadInput) {
      if (input.fileType === 'package') return storePackage(account, input);
      // A picture (a work order's attachment) belongs to no app.
      if (input.fileType === 'picture') return { url: await images.storePicture(input.bytes), file_type: input.fileType };
      // An image for an existing app must name one of the account's apps; a new app's form has none yet.
      if (input.appId && !(await appService.find(account, input.appId))) throw notFound();
      const url = input.fileType === 'icon' ? await images.storeIcon(input.bytes) : await images.storeScreenshot(input.bytes);
      return { url, file_type: input.fileType, ...(input.appId ? { app_id: input.appId } : {}) };
    },
  };
}

export type AppUploadService = ReturnType<typeof createAppUploadService>;
