import type { ArticleBlock, Inline } from "../../shared/article/parse.ts";
import { SmartLink } from "./SmartLink.tsx";

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, i) =>
        inline.type === "text" ? (
          inline.text
        ) : inline.type === "strong" ? (
          <strong key={i}>{inline.text}</strong>
        ) : (
          <SmartLink key={i} href={inline.href} external={inline.external}>
            {inline.text}
          </SmartLink>
        ),
      )}
    </>
  );
}

export function Article({ blocks, className = "article" }: { blocks: ArticleBlock[]; className?: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        if (block.type === "heading") {
          const H = block.level === 2 ? "h2" : "h3";
          return (
            <H key={i}>
              <Inlines inlines={block.inlines} />
            </H>
          );
        }
        if (block.type === "list") {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <span key={j}>
                {j > 0 ? <br /> : null}
                <Inlines inlines={line} />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
