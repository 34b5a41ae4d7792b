import type { ArticleBlock } from "../../shared/article/parse.ts";
import { Article } from "../components/Article.tsx";

/** The configured page's own text, above what the page lists. */
export function PageIntro({ blocks }: { blocks: ArticleBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="container page-content">
      <Article blocks={blocks} />
    </div>
  );
}
