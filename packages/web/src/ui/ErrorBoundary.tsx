import type { ReactNode } from 'react';
import { Component } from 'react';

type Props = { fallback: (reset: () => void) => ReactNode; resetKey?: string; children: ReactNode };
type State = { failed: boolean; resetKey?: string };

/** Catches a failed page (e.g. a chunk that did not load) and shows the fallback; a new route resets it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page] failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
