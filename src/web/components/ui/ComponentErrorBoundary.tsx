// Keeps one broken section from taking the page down (R-ERROR-02 component error boundary).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './StateMessages.tsx';

export const COMPONENT_ERROR_MESSAGES = {
  default: '컴포넌트를 불러오는 중 오류가 발생했습니다',
  stats: '통계를 불러오는 중 오류가 발생했습니다',
  videos: '영상 목록을 불러오는 중 오류가 발생했습니다',
  related: '관련 키워드를 불러오는 중 오류가 발생했습니다',
  chart: '차트를 불러오는 중 오류가 발생했습니다',
} as const;

interface Props {
  children: ReactNode;
  message?: string;
}

export class ComponentErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[119 안전영상] 화면 일부 오류', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorState message={this.props.message ?? COMPONENT_ERROR_MESSAGES.default} onRetry={() => this.setState({ error: null })} />;
  }
}
