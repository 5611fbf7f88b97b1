import type { ReactNode } from 'react';

type SectionHeadingProps = { id: string; title: string; subtitle?: string; extra?: ReactNode };

/** The heading style every homepage section shares. */
export const SectionHeading = ({ id, title, subtitle, extra }: SectionHeadingProps) => (
  <div className="section-heading">
    <div>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {subtitle && <p className="section-subtitle">{subtitle}</p>}
    </div>
    {extra}
  </div>
);
