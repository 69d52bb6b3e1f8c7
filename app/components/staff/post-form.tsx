import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";

type PostFormProps = Omit<ComponentProps<typeof Form>, "method" | "children"> & {
  /** The session's token against cross-site request forgery, checked by the server. */
  csrf: string;
  /** Which of the page's actions the form asks for. */
  intent?: string;
  children: ReactNode;
};

/** A staff form that changes something: a POST with the CSRF token and its intent, no script needed. */
export function PostForm({ csrf, intent, children, ...props }: PostFormProps) {
  return (
    <Form method="post" {...props}>
      <input type="hidden" name="csrf" value={csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}
