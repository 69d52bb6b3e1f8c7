import { useState, type FocusEvent } from "react";

/**
 * Whether the pointer is over an element or keyboard focus is inside it: auto-advancing
 * carousels pause while this is true. Spread `handlers` on the element that contains them.
 */
export function useHoverOrFocus() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    active: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving between the element's own children keeps it "inside".
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
