import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";

type PostFormProps = Omit<ComponentProps<typeof Form>, "method" | "children"> & {
  /** The session's token against cross-site request forgery, checked by the server. */
  csrf: string;
  /** Which of the page's actions the form asks for. */
  intent?: string;
  /**
   * The form shows what was sent and not saved (refused, or a list changed by its buttons):
   * leaving the page asks first, as after typing (`keepUnsentForms`).
   */
  unsaved?: boolean;
  children: ReactNode;
};

/** A staff form that changes something: a POST with the CSRF token and its intent, no script needed. */
export function PostForm({ csrf, intent, unsaved, children, ...props }: PostFormProps) {
  return (
    <Form method="post" data-unsaved={unsaved ? "" : undefined} {...props}>
      <input type="hidden" name="csrf" value={csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}
