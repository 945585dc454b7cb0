import { FileTextIcon } from "lucide-react";
import { arr, obj, str, type Obj } from "./read";
import { RichText } from "./rich-text";

/**
 * A template send: its name and language, then the text the customer read (the approved
 * wording with the variables filled in, stored with the send). Older sends carry only the
 * parameters they were filled with, which are listed instead.
 */
export function TemplateMessage({ content, name, language, text }: { content: Obj; name: string | null; language: string | null; text?: string | null }) {
  const rendered = str(content.text) ?? text ?? null;
  const components = arr(content.components).map(obj);
  return (
    <div className="grid gap-1.5">
      <p className="flex min-w-0 items-center gap-1.5 text-xs font-medium opacity-80">
        <FileTextIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          Template <span className="font-mono">{name ?? str(content.templateName) ?? "template"}</span>
          <span className="font-normal"> · {language ?? str(content.languageCode)}</span>
        </span>
      </p>
      {rendered ? (
        <RichText text={rendered} />
      ) : (
        components.map((c, i) => {
          const params = arr(c.parameters).map((p) => str(obj(p).text) ?? str(obj(p).payload) ?? str(obj(p).type));
          if (!params.length) return null;
          return (
            <ol key={i} className="grid gap-0.5 text-sm">
              {params.map((p, j) => (
                <li key={j}>
                  <span className="text-muted-foreground font-mono text-xs">
                    {str(c.type)} {`{{${j + 1}}}`}
                  </span>{" "}
                  {p}
                </li>
              ))}
            </ol>
          );
        })
      )}
    </div>
  );
}
