/**
 * The canonical URL path of a project page. Kept apart from the project data so that components
 * linking to a project (cards on the home page) do not pull all 20 projects into their bundle.
 */
export function projectPath(project: { readonly id: string }): string {
  return `/projects/${project.id}`;
}
