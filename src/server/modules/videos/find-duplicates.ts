import type { Kysely } from 'kysely';
import * as repo from '../../../db/repositories/video-duplicates.repo.ts';
import type { Database } from '../../../db/schema.ts';
import type { DuplicateKind } from '../../../shared/constants/duplicates.ts';
import { reuploadGroups, sameVideoGroups, similarTitleGroups, type FoundGroup } from './duplicate-detection.ts';

/** One kind of duplicate groups, read from the catalogue now (the service remembers them per catalogue version). */
export async function findDuplicates(db: Kysely<Database>, kind: DuplicateKind): Promise<FoundGroup[]> {
  if (kind === 'same_video') return sameVideoGroups(await repo.sameIdGroups(db));
  if (kind === 'reupload') return reuploadGroups(await repo.allTitles(db));
  return similarTitleGroups(await repo.allTitles(db));
}
