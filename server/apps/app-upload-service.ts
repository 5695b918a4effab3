import { and, eq, isNull } from 'drizzle-orm';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { appVersions, apps } from '../db/schema';
import { packageFolder } from '../files/file-layout';
import { UnitTakenError, type FileStorage } from '../files/file-storage';
import { BizCode, bizError, notFound } from '../http/api-error';
import type { AppService } from './app-service';
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

/** The request's account, on the transaction `tx` (the files' writes take part in it). */
const scopedTo = (tx: PlatformDb, account: AccountData) => AccountData.of(tx, account.accountId, account.userId);

/**
 * The upload call: icons and screenshots (stored by content, answered as URLs), and static packages of
 * an app (one kept unit per version, made live at once); and removing a kept version. A refused file
 * leaves nothing behind: work is done under tmp/, and a package's files are stored within the transaction
 * that records its version (server/files/file-storage.ts, `putRecorded`).
 */
export function createAppUploadService(
  platform: PlatformDb,
  files: FileStorage,
  images: ImageUploads,
  appService: AppService,
  limits: PackageLimits,
) {
  async function storePackage(account: AccountData, input: UploadInput) {
    if (!input.appId) throw uploadRefused('upload.packageNeedsApp');
    const version = input.version?.trim() ?? '';
    if (!VERSION_PATTERN.test(version)) throw uploadRefused('upload.badVersion');
    const app = await appService.find(account, input.appId);
    if (!app) throw notFound();
    return files.withWorkFolder(async (work) => {
      const unpacked = await unpackStaticPackage(input.bytes, work, limits);
      const updated = await files
        .putRecorded(platform, work, packageFolder(app.appId, version), async (ptx) => {
          const tx = scopedTo(ptx, account);
          const [inserted] = await tx
            .insert(appVersions, { appId: app.appId, version, fileCount: unpacked.fileCount, sizeBytes: unpacked.sizeBytes })
            .onConflictDoNothing()
            .returning({ id: appVersions.id });
          if (!inserted) {
            // A removed version keeps its row, so its name never names other files.
            const [kept] = await tx.rows(appVersions, eq(appVersions.appId, app.appId), eq(appVersions.version, version));
            if (kept?.removedAt) throw bizError(BizCode.appVersionRemoved, 'app.versionRemoved', { version });
            throw versionTaken(version);
          }
          const [row] = await tx
            .update(apps, { source: 'package', packageVersion: version, updatedAt: new Date() }, eq(apps.appId, app.appId))
            .returning();
          if (!row) throw notFound();
          return row;
        })
        .catch((error: unknown) => {
          throw error instanceof UnitTakenError ? versionTaken(version) : error;
        });
      return {
        url: '',
        file_type: 'package' as const,
        version,
        app_id: updated.appId,
        file_count: unpacked.fileCount,
        size_bytes: unpacked.sizeBytes,
      };
    });
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

    /**
     * Removes a kept package version that is not live: its files go from every store, its row stays
     * marked removed (the name is not used again). The version row is locked before the app's live
     * version is read, and a switch of the live version locks it too (app-service.ts), so a version
     * cannot be made live while it is removed.
     */
    async removeVersion(account: AccountData, appId: string, version: string) {
      if (!(await appService.find(account, appId))) throw notFound();
      await files.removeRecorded(platform, packageFolder(appId, version), async (ptx) => {
        const tx = scopedTo(ptx, account);
        const [removed] = await tx
          .update(
            appVersions,
            { removedAt: new Date() },
            eq(appVersions.appId, appId),
            eq(appVersions.version, version),
            isNull(appVersions.removedAt),
          )
          .returning({ id: appVersions.id });
        if (!removed) throw bizError(BizCode.appVersionUnknown, 'app.versionUnknown', { version });
        const [app] = await tx.rows(apps, and(eq(apps.appId, appId), eq(apps.packageVersion, version))).for('update');
        if (app) throw bizError(BizCode.appVersionLive, 'app.versionLive', { version });
      });
      return { app_id: appId, version };
    },
  };
}

export type AppUploadService = ReturnType<typeof createAppUploadService>;
