import type { ReactNode } from 'react';

type PageFrameProps = {
  title: string;
  /** Kept for assistive technology but not drawn (e.g. home, where the tabs say it all). */
  titleHidden?: boolean;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A page's frame: its heading (data-testid="page-title"), optional actions, and content. */
export function PageFrame({ title, titleHidden, actions, children, testId }: PageFrameProps) {
  return (
    <div className="page" data-testid={testId}>
      <div className="page__header">
        <h1 className={titleHidden ? 'visually-hidden' : 'page__title'} data-testid="page-title">
          {title}
        </h1>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
