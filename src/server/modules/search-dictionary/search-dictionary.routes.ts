import type { FastifyInstance } from 'fastify';
import {
  addQuestionWord,
  createSearchPhrase,
  createSearchTopic,
  deleteSearchPhrase,
  deleteSearchTopic,
  getSearchDictionary,
  removeQuestionWord,
  updateSearchPhrase,
  updateSearchTopic,
} from '../../../shared/api/search-dictionary.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { SearchDictionaryService } from './search-dictionary.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerSearchDictionaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dictionary = new SearchDictionaryService(ctx);
  registerEndpoint(app, getSearchDictionary, async () => ({ success: true as const, data: await dictionary.read() }));
  registerEndpoint(app, createSearchTopic, async (request) => ({
    success: true as const,
    data: await dictionary.createTopic(actorOf(request), request.body),
  }));
  registerEndpoint(app, updateSearchTopic, async (request) => ({
    success: true as const,
    data: await dictionary.updateTopic(actorOf(request), request.params.id, request.body),
  }));
  registerEndpoint(app, deleteSearchTopic, async (request) => ({
    success: true as const,
    data: await dictionary.deleteTopic(actorOf(request), request.params.id),
  }));
  registerEndpoint(app, createSearchPhrase, async (request) => ({
    success: true as const,
    data: await dictionary.createPhrase(actorOf(request), request.body),
  }));
  registerEndpoint(app, updateSearchPhrase, async (request) => ({
    success: true as const,
    data: await dictionary.updatePhrase(actorOf(request), request.params.id, request.body),
  }));
  registerEndpoint(app, deleteSearchPhrase, async (request) => ({
    success: true as const,
    data: await dictionary.deletePhrase(actorOf(request), request.params.id),
  }));
  registerEndpoint(app, addQuestionWord, async (request) => ({
    success: true as const,
    data: await dictionary.addQuestionWord(actorOf(request), request.body.word),
  }));
  registerEndpoint(app, removeQuestionWord, async (request) => ({
    success: true as const,
    data: await dictionary.removeQuestionWord(actorOf(request), request.params.word),
  }));
}
