import type { ProjectListView } from "../../catalogue/projects/model.ts";
import { ProjectList } from "../../catalogue/projects/ProjectList.tsx";
import { Modules } from "../../modules/Modules.tsx";
import type { PageFrame } from "../frame.ts";
import { PageIntro } from "../PageIntro.tsx";

/** The projects page: its own text, the new-build projects, then its modules. */
export function ProjectsPage({ blocks, modules, view }: PageFrame & { view: ProjectListView }) {
  return (
    <>
      <PageIntro blocks={blocks} />
      <ProjectList view={view} />
      <Modules modules={modules} />
    </>
  );
}
