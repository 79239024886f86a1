// /keyword-network: keywords grouped by category as an interactive network (node size = video count,
// click → keyword page), with the same data as a plain list.
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { ForceGraph, type GraphNode } from '../../components/graph/ForceGraph.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { useIsMobile } from '../../lib/hooks.ts';
import { useCategoryTree } from '../../api/categories.ts';
import { useTopKeywords } from '../../api/keywords.ts';
import { groupByCategory, keywordRadius } from './network-model.ts';

const PALETTE = ['#c4261b', '#1d4ed8', '#047857', '#7e22ce', '#b45309', '#0e7490', '#be123c', '#4338ca'];

export function Component() {
  const navigate = useNavigate();
  const [parent, setParent] = useState('');
  const tree = useCategoryTree();
  const mobile = useIsMobile();
  const keywords = useTopKeywords(parent || undefined, mobile ? 36 : parent ? 60 : 80);
  const groups = useMemo(() => groupByCategory(keywords.data ?? []), [keywords.data]);
  const parentOf = useMemo(() => {
    const map = new Map<number, string>();
    for (const top of tree.data ?? []) for (const child of top.children) map.set(child.id, top.slug);
    return map;
  }, [tree.data]);
  const categoryHref = (group: { id: number; slug: string }) => {
    const parentSlug = parentOf.get(group.id);
    return parentSlug ? `/categories/${parentSlug}/${group.slug}` : `/categories/${group.slug}`;
  };

  const { nodes, links } = useMemo(() => {
    const max = Math.max(0, ...groups.flatMap((g) => g.keywords.map((k) => k.total_videos)));
    const graphNodes: GraphNode[] = [];
    const graphLinks: { source: string; target: string; distance: number }[] = [];
    groups.forEach((group, index) => {
      const color = PALETTE[index % PALETTE.length]!;
      graphNodes.push({
        id: `c${group.id}`,
        label: group.name,
        radius: 30,
        color,
        tooltip: { title: group.name, description: `키워드 ${group.keywords.length}개`, hint: '누르면 분류 페이지로 이동합니다' },
        onActivate: () => navigate(categoryHref(group)),
      });
      for (const keyword of group.keywords) {
        graphNodes.push({
          id: `k${keyword.id}`,
          label: keyword.keyword,
          radius: keywordRadius(keyword.total_videos, max),
          color,
          tooltip: {
            title: keyword.keyword,
            description: `영상 ${formatGroupedNumber(keyword.total_videos)}개 · ${group.name}`,
            hint: '누르면 키워드 페이지로 이동합니다',
          },
          onActivate: () => navigate(`/view/${encodeURIComponent(keyword.slug)}`),
        });
        graphLinks.push({ source: `c${group.id}`, target: `k${keyword.id}`, distance: 70 });
      }
    });
    return { nodes: graphNodes, links: graphLinks };
  }, [groups, navigate, parentOf]); // categoryHref reads parentOf

  const parentOptions = [{ value: '', label: '모든 분류' }, ...(tree.data ?? []).map((c) => ({ value: c.slug, label: c.name }))];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>키워드 네트워크 | 119 안전영상</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">키워드 네트워크</h1>
          <p className="mt-2 text-muted">
            분류별로 묶은 안전 키워드입니다. 원이 클수록 영상이 많아요. 원을 누르면 해당 페이지로 이동합니다.
          </p>
        </div>
        <SelectField
          label="분류 고르기"
          value={parent}
          options={parentOptions}
          onChange={setParent}
          className="w-56"
          testId="network-category"
        />
      </header>
      {keywords.isPending ? (
        <Spinner label="키워드를 불러오는 중..." className="py-24" />
      ) : keywords.isError ? (
        <ErrorState message="키워드를 불러오지 못했습니다" detail={errorDetail(keywords.error)} onRetry={() => keywords.refetch()} />
      ) : (
        <>
          <ForceGraph
            nodes={nodes}
            links={links}
            label={`키워드 ${formatGroupedNumber(keywords.data.length)}개와 분류 ${groups.length}개의 관계도. 같은 내용을 아래 목록에서도 볼 수 있습니다.`}
            height={mobile ? 520 : 640}
            spread={0.55}
          />
          <section aria-labelledby="keyword-list-heading">
            <h2 id="keyword-list-heading" className="mb-4 text-2xl font-bold">
              목록으로 보기
            </h2>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`group-${group.id}`} className="rounded-xl border border-line bg-surface p-4">
                  <h3 id={`group-${group.id}`} className="mb-2 text-lg font-bold">
                    <Link to={categoryHref(group)} className="hover:underline">
                      {group.name}
                    </Link>
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {group.keywords.map((keyword) => (
                      <li key={keyword.id}>
                        <Link
                          to={`/view/${encodeURIComponent(keyword.slug)}`}
                          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-3 text-sm font-semibold hover:border-accent hover:text-accent"
                        >
                          {keyword.keyword}
                          <span className="text-muted">{formatGroupedNumber(keyword.total_videos)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
