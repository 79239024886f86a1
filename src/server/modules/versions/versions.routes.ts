import type { FastifyInstance } from 'fastify';
import {
  createVersionGroup,
  deleteVersionGroup,
  dismissVersionSuggestion,
  getAdminVideoAccess,
  getKeywordLifeStages,
  listVersionGroups,
  listVersionSuggestions,
  updateAdminVideoAccess,
  updateKeywordLifeStages,
  updateVersionGroup,
} from '../../../shared/api/versions.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { VersionGroupService } from './version-groups.service.ts';
import { VideoAccessService } from './video-access.service.ts';

// Accessible versions (R-VIDEO-08, R-VIDEO-10): each handler makes one service call and replies.
export function registerVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const groups = new VersionGroupService(ctx);
  const access = new VideoAccessService(ctx);

  registerEndpoint(app, listVersionSuggestions, async (request) => ({
    success: true as const,
    ...(await groups.suggestions(request.query)),
  }));
  registerEndpoint(app, listVersionGroups, async (request) => ({ success: true as const, ...(await groups.list(request.query)) }));
  registerEndpoint(app, createVersionGroup, async (request) => ({
    success: true as const,
    data: await groups.create(actorOf(request), request.body),
  }));
  registerEndpoint(app, updateVersionGroup, async (request) => ({
    success: true as const,
    data: await groups.update(actorOf(request), request.params.id, request.body),
  }));
  registerEndpoint(app, deleteVersionGroup, async (request) => ({
    success: true as const,
    data: await groups.remove(actorOf(request), request.params.id),
  }));
  registerEndpoint(app, dismissVersionSuggestion, async (request) => ({
    success: true as const,
    data: await groups.dismiss(actorOf(request), request.body),
  }));
  registerEndpoint(app, getAdminVideoAccess, async (request) => ({
    success: true as const,
    data: await access.get(request.params.videoId),
  }));
  registerEndpoint(app, updateAdminVideoAccess, async (request) => ({
    success: true as const,
    data: await access.update(actorOf(request), request.params.videoId, request.body),
  }));
  registerEndpoint(app, getKeywordLifeStages, async (request) => ({
    success: true as const,
    data: await access.keywordStages(request.params.id),
  }));
  registerEndpoint(app, updateKeywordLifeStages, async (request) => ({
    success: true as const,
    data: await access.setKeywordStages(actorOf(request), request.params.id, request.body.lifeStages),
  }));
}
