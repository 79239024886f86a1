// /audience-network/:audienceType (R-NETWORK-02): force graph of the audience's safety topics, a 500 ms
// loading overlay, topic count, click → /search?q= after 300 ms; unknown type → home; a list alternative. The topic
// searches keep whom the videos are for: the audience's life stage by default (issue 22), changed with the chips and
// kept in the page's URL (`?lifeStage=`; an empty value searches every video).
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ForceGraph, type GraphNode } from '../../components/graph/ForceGraph.tsx';
import { FacetFilters } from '../../components/ui/FacetFilters.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useIsMobile } from '../../lib/hooks.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { AUDIENCES, AUDIENCE_TYPES, isAudienceType } from '../../lib/audiences.ts';
import { TopicList } from './TopicList.tsx';
import { TOPIC_ICONS } from './topic-icons.ts';
import { TOPICS_BY_AUDIENCE, type SafetyTopic } from '../../../shared/constants/audience-topics/index.ts';
import { AUDIENCE_LIFE_STAGES, LIFE_STAGE_LABELS, type LifeStage } from '../../../shared/constants/life-stages.ts';
import { readLifeStages } from '../../../shared/url/facet-params.ts';

export const LOADING_OVERLAY_MS = 500;
export const CLICK_NAVIGATION_DELAY_MS = 300;
const RADIUS_BY_PRIORITY = { 1: 30, 2: 23, 3: 17 } as const;

/** The search a topic opens: its words, and the chosen life stages (none: every video). */
export const searchHrefFor = (topic: SafetyTopic, lifeStages: readonly LifeStage[] = []) =>
  `/search?${new URLSearchParams({ q: topic.searchKeyword, ...(lifeStages.length ? { lifeStage: lifeStages.join(',') } : {}) })}`;

export function Component() {
  const { audienceType } = useParams();
  if (!isAudienceType(audienceType)) return <Navigate to="/" replace />;
  return <AudienceNetwork key={audienceType} audienceType={audienceType} />;
}

function AudienceNetwork({ audienceType }: { audienceType: keyof typeof AUDIENCES }) {
  const navigate = useNavigate();
  const audience = AUDIENCES[audienceType];
  const topics = TOPICS_BY_AUDIENCE[audienceType];
  const mobile = useIsMobile();
  const [loading, setLoading] = useState(true);
  const [going, setGoing] = useState<string | null>(null);
  const [params, updateParams] = useUrlState();
  // Without lifeStage= in the URL, the audience's own stage; with an empty one, every video.
  const lifeStages = params.has('lifeStage') ? readLifeStages(params) : [AUDIENCE_LIFE_STAGES[audienceType]];
  const stagesKey = lifeStages.join(',');
  const hrefFor = useMemo(() => {
    const stages = stagesKey ? (stagesKey.split(',') as LifeStage[]) : [];
    return (topic: SafetyTopic) => searchHrefFor(topic, stages);
  }, [stagesKey]);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!going) return;
    const timer = setTimeout(() => navigate(going), CLICK_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [going, navigate]);

  const { nodes, links } = useMemo(() => {
    const centre: GraphNode = {
      id: 'centre',
      label: `${audience.name} (${audience.ageBand})`,
      radius: 44,
      color: audience.color,
      icon: audience.icon,
      pinned: true,
    };
    const topicNodes: GraphNode[] = topics.map((t) => ({
      id: t.id,
      label: t.name,
      radius: RADIUS_BY_PRIORITY[t.priority],
      color: t.priority === 1 ? '#c4261b' : t.priority === 2 ? '#b45309' : '#475569',
      icon: TOPIC_ICONS[t.icon],
      tooltip: { title: t.name, description: t.description, hint: '누르면 관련 영상을 검색합니다' },
      onActivate: () => setGoing(hrefFor(t)),
    }));
    return {
      nodes: [centre, ...topicNodes],
      links: topics.map((t) => ({ source: 'centre', target: t.id, distance: 90 + t.priority * 45 })),
    };
  }, [audience, topics, hrefFor]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>{`${audience.name} 안전 주제 | 119 안전영상`}</title>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {audience.name} 맞춤 안전 주제 <span className="text-lg font-semibold text-muted">({audience.ageBand})</span>
        </h1>
        <p className="text-muted">{audience.summary}</p>
        <p className="font-semibold" data-testid="topic-count">
          안전 주제 {topics.length}개 · 원이 클수록 먼저 알아 두면 좋은 주제예요.
        </p>
        <nav aria-label="다른 대상">
          <ul className="flex flex-wrap gap-2">
            {AUDIENCE_TYPES.map((type) => (
              <li key={type}>
                <Link
                  to={`/audience-network/${type}`}
                  aria-current={type === audienceType ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${type === audienceType ? 'border-accent-strong bg-accent-strong text-white' : 'border-line bg-surface hover:bg-surface-2'}`}
                >
                  {AUDIENCES[type].name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link
            to={`/popular?period=all&lifeStage=${AUDIENCE_LIFE_STAGES[audienceType]}`}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
            data-testid="audience-videos"
          >
            {LIFE_STAGE_LABELS[AUDIENCE_LIFE_STAGES[audienceType]]} 대상 인기 영상 보기
          </Link>
          <Link
            to={`/accessible?lifeStage=${AUDIENCE_LIFE_STAGES[audienceType]}`}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
          >
            수어·자막 영상 보기
          </Link>
        </p>
        <section aria-labelledby="audience-stages-title" className="flex flex-col gap-1" data-testid="audience-life-stages">
          <h2 id="audience-stages-title" className="text-base font-bold">
            주제를 누르면 찾을 영상
          </h2>
          <p className="text-sm text-muted" data-testid="audience-life-stages-summary">
            {lifeStages.length
              ? `${lifeStages.map((s) => LIFE_STAGE_LABELS[s]).join(', ')} 대상 영상에서 찾습니다. 모두 끄면 모든 영상에서 찾습니다.`
              : '모든 영상에서 찾습니다. 대상을 고르면 그 대상의 영상에서만 찾습니다.'}
          </p>
          <FacetFilters
            access={[]}
            lifeStage={lifeStages}
            withoutAccess
            onChange={(update) => {
              if (update.lifeStage === undefined) return;
              // The audience's own stage is the default; an empty value (every chip off) means every video.
              updateParams(
                { lifeStage: update.lifeStage },
                { defaults: { lifeStage: AUDIENCE_LIFE_STAGES[audienceType] }, keepEmpty: ['lifeStage'] },
              );
            }}
          />
        </section>
      </header>
      <section aria-label="안전 주제 관계도" className="relative">
        <ForceGraph
          nodes={nodes}
          links={links}
          label={`${audience.name} 안전 주제 ${topics.length}개 관계도. 같은 주제를 아래 목록에서도 볼 수 있습니다.`}
          height={mobile ? 480 : 640}
          spread={1.2}
        />
        {(loading || going) && <Spinner overlay label={going ? '관련 영상을 찾는 중...' : '관계도를 그리는 중...'} />}
      </section>
      <TopicList topics={topics} hrefFor={hrefFor} onChoose={(t) => setGoing(hrefFor(t))} />
    </div>
  );
}
