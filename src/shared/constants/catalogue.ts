// Business constants from R-SEARCH-05, R-POPULAR-02, R-API-03, shared by server and web.

export const CHANNEL_TYPES = ['fire_dept', 'fire_station', 'domestic', 'international'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const CHANNEL_TYPE_LABELS: Record<ChannelType, string> = {
  fire_dept: '소방본부',
  fire_station: '소방서·연구기관',
  domestic: '국내',
  international: '해외',
};

export const VIDEO_SORTS = ['latest', 'popular', 'views', 'likes'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
/** A YouTube video id as the API accepts it (also the ?video= param of any page). */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{6,20}$/;
/** Public Shorts filter: leave Shorts out, or only Shorts; absent = both. */
export const SHORTS_FILTERS = ['exclude', 'only'] as const;
export type ShortsFilter = (typeof SHORTS_FILTERS)[number];
export const SHORTS_FILTER_LABELS: Record<ShortsFilter | 'all', string> = { all: '쇼츠 포함', exclude: '쇼츠 빼기', only: '쇼츠만' };

export const VIDEO_PERIODS = ['today', 'week', 'month', 'year', 'all'] as const;
export type VideoPeriod = (typeof VIDEO_PERIODS)[number];

/** R-SEARCH-05: "Periods: today 1 day, week 7 days, month 1 month, year 1 year". */
export const PERIOD_INTERVALS: Record<Exclude<VideoPeriod, 'all'>, string> = {
  today: '1 day',
  week: '7 days',
  month: '1 month',
  year: '1 year',
};

export const POPULAR_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type PopularPeriod = (typeof POPULAR_PERIODS)[number];
/** R-POPULAR-02 "Popular tops: week 12, month 30, year 100, all 100". */
export const POPULAR_TOPS: Record<PopularPeriod, number> = { week: 12, month: 30, year: 100, all: 100 };
export const POPULAR_EXCLUSION_CHIPS = 5;

export const CHANNEL_SORTS = ['video_count', 'subscriber_count', 'view_count', 'latest_video'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];
/** A channel's own videos: the general video sorts. */
export const CHANNEL_VIDEO_SORTS = VIDEO_SORTS;
export type ChannelVideoSort = (typeof CHANNEL_VIDEO_SORTS)[number];
export const KEYWORD_SORTS = ['total_views', 'total_videos', 'created_at'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];
/** The keyword page's video sorts (R-KEYWORD-02 query param `sort`), each asc or desc. */
export const KEYWORD_VIDEO_SORTS = ['upload_date', 'view_count', 'like_count', 'duration', 'title'] as const;
export type KeywordVideoSort = (typeof KEYWORD_VIDEO_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const KEYWORD_VIEW_MODES = ['grid', 'list'] as const;
/** Related keywords shown on a keyword page. */
export const RELATED_KEYWORDS_LIMIT = 8;
/** Rows in a keyword's CSV export at most. */
export const KEYWORD_VIDEOS_EXPORT_MAX = 10_000;

export const SEARCH_SORTS = ['relevance', 'view_count', 'upload_date', 'like_count'] as const;
export const SEARCH_DURATIONS = ['short', 'medium', 'long'] as const;
export const SEARCH_MIN_VIEWS = [1_000, 10_000, 100_000, 1_000_000] as const;
/** R-SEARCH-05: short under 240 s, medium 240 to 1200 s, long over 1200 s. */
export const DURATION_SHORT_MAX = 240;
export const DURATION_LONG_MIN = 1200;
export const SEARCH_QUERY_MAX = 15;
export const SEARCH_MAX_WORDS = 2;
export const SEARCH_RELATED_TERMS_MAX = 5;
export const SEARCH_KEYWORDS_LIMIT = 10;
export const SEARCH_CATEGORIES_LIMIT = 5;
export const SEARCH_PAGE_SIZE = 20;

export const DEFAULT_PAGE_SIZE = 20;
/** R-CHANNEL-02: channels 20 per page; the full list (R-API-03) asks for 500 at once. */
export const CHANNEL_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_CHANNEL_PAGE_SIZE = 500;
export const KEYWORD_PAGE_SIZE = 10;
export const SUGGESTION_LIMIT = 5;
export const MAX_PAGE = 100_000;

/** Repeated views of one video or keyword page from one visitor session, or from one address, inside this window count once. */
export const PAGE_VIEW_WINDOW_MINUTES = 30;
/** Counted views (videos and keyword pages each) one client address can add in an hour, however many sessions it claims. */
export const PAGE_VIEW_ADDRESS_CAP_PER_HOUR = 120;
/** A video is NEW for seven days after upload. */
export const NEW_VIDEO_DAYS = 7;
