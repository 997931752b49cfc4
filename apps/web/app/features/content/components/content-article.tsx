// A static page, an FAQ page or a blog post (spec 002 §2 "Static page"): breadcrumb from the
// Homepage, title, (for a post) its date, the content, then the validity text (testo_validit).
import type { WpEntry } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { Breadcrumbs, type Crumb } from '../../../ui/breadcrumbs';
import { formatDate } from '../../../ui/format';
import { ContentHtml, renderedText, type FormPart } from './content-html';
import css from './content.module.css';

export function ContentArticle({
  entry,
  path,
  parents = [],
  showDate = false,
  form,
}: {
  entry: WpEntry;
  /** The page's own address (the breadcrumb's last item). */
  path: string;
  parents?: Crumb[];
  showDate?: boolean;
  /** Renders the forms the body embeds (the route hands in the forms feature's embed). */
  form?: FormPart;
}) {
  const title = renderedText(entry.title.rendered);
  return (
    <div className="container">
      <Breadcrumbs items={[...parents, { name: title, href: path }]} />
      <article className={css.article} data-testid="content-page">
        <h1 className={css.title}>{title}</h1>
        {showDate && (
          <p className={css.meta}>{t('content.publishedOn', { date: formatDate(`${entry.date_gmt}Z`) })}</p>
        )}
        <ContentHtml html={entry.content.rendered} form={form} />
        {entry.testo_validit && <p className={css.validity}>{entry.testo_validit}</p>}
      </article>
    </div>
  );
}
