import { FileTextIcon } from "lucide-react";
import { arr, obj, str, type Obj } from "./read";

/**
 * A template send: its name and language, and the variables it was filled with (the approved
 * wording lives with the template on the platform, so the message only knows its parameters).
 */
export function TemplateMessage({ content, name, language }: { content: Obj; name: string | null; language: string | null }) {
  const components = arr(content.components).map(obj);
  return (
    <div className="grid gap-1.5">
      <p className="flex items-center gap-1.5 text-xs font-medium opacity-80">
        <FileTextIcon className="size-3.5" aria-hidden="true" />
        Template
      </p>
      <p className="font-mono text-sm font-semibold break-all">
        {name ?? str(content.templateName) ?? "template"}
        <span className="text-muted-foreground font-normal"> · {language ?? str(content.languageCode)}</span>
      </p>
      {components.map((c, i) => {
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
      })}
    </div>
  );
}
