/**
 * What the graph needs that the server's schemas do not say (schema/graph.ts reads it): the graph's own names,
 * the fields it leaves out, and the few places it is looser than the server. Everything else in
 * schema/schema.graphql comes from the routes' TypeBox schemas and schema/rest.ts.
 */

/** A named server schema (server/lib/components.ts) read under another graph name; merged types share one. */
export const TYPE_NAMES: Record<string, string> = {
  // The session's user (`me`, login) and User Management's (with `version`): one cached entity.
  User: 'AdminUser',
  ManagedUser: 'AdminUser',
  // A label as a frame carries it (id, name, color) and as the labels list has it: one cached entity.
  FrameLabel: 'Label',
  // The storefront's banner item and the admin's: one cached entity.
  PublicMarqueeItem: 'MarqueeItem',
  ActivityItem: 'Activity',
  // Answers whose only news is that it worked.
  ContactResult: 'Result',
  EnquiryRecorded: 'Result',
};

/** Object types written inline in a server schema: `GraphType.field` -> the graph name of its object. */
export const INLINE_NAMES: Record<string, string> = {
  'Metrics.memory': 'Memory',
  'Metrics.websocket': 'SocketCounts',
  'Metrics.monitoring': 'Monitoring',
  'Monitoring.routes': 'RouteTimes',
  'DashboardStats.frames': 'DashboardFrames',
  'DashboardStats.users': 'DashboardUsers',
  'DashboardStats.messages': 'DashboardMessages',
  'DashboardFrames.byCategory': 'CategoryCount',
  'ImportRow.changes': 'FieldChange',
};

/**
 * Root fields whose type the rule does not name: a page is `<Item>Page`, a tagged answer needs a name here,
 * an envelope read is named after its schema (else `Result`).
 */
export const ROOT_TYPES: Record<string, string> = {
  users: 'UserPage',
  frameOrder: 'DisplayOrder',
  setFrameOrder: 'DisplayOrder',
};

/** A request body sent as one `input` argument: its input type when not `<field without its verb>Input`. */
export const INPUT_NAMES: Record<string, string> = {
  updateFrame: 'FrameUpdateInput',
};

/**
 * Enums the server writes inline (a literal union in one query string). A named enum's values with `all`
 * added are `<Name>Filter`; any other inline literal union is a String on the graph.
 */
export const ENUMS: Record<string, readonly string[]> = {
  FrameVisibility: ['published', 'draft'],
  SortOrder: ['asc', 'desc'],
};

/** Root fields that may be null (a single entity read: the views show "not found" themselves). */
export const NULLABLE_ROOTS: readonly string[] = [
  'publicFrame',
  'me',
  'frame',
  'label',
  'user',
  'message',
  'marqueeItem',
];

/** Fields of the server's answers the graph does not carry, on purpose: graph type -> fields. */
export const NOT_IN_GRAPH: Record<string, string[]> = {
  // The storefront and the admin read the text, its order and state; when it changed is not shown.
  MarqueeItem: ['updatedAt'],
  // The performance screen shows the heap only.
  Memory: ['rss'],
  // Which database answered is for load balancers and operators, not the app; `health` reads the whole
  // envelope, whose success and message the status says again.
  Health: ['database', 'success', 'message'],
  // The storefront thanks the sender; the new message's id is the admin's.
  Result: ['id'],
};

/**
 * Arguments typed otherwise than the rule (a path id is `ID!`, the rest as their schema says): `field(arg)`
 * -> graph type, and why.
 */
export const ARGUMENTS: Record<string, { type: string; why: string }> = {
  'setMessageStatus(status)': {
    type: 'MessageStatus!',
    why: 'the variable is the message status the screens hold; the server accepts READ or REPLIED (never back to UNREAD) and answers 400 otherwise',
  },
  'undoFrameChange(id)': { type: 'String!', why: 'a change set id is a UUID, not a row id' },
};

/** What no REST answer describes: the upload and JSON scalars, the exchange's own DELETE answer, the socket. */
export const EXTRA_SDL = `# A browser File or Blob, sent as multipart; the exchange reports progress through the operation context.
scalar Upload
# Any JSON value (a realtime event's payload).
scalar JSON

# The answer to a DELETE: the id comes from the request, so the cache can drop the entity.
type Deleted {
  id: ID!
  success: Boolean!
  message: String
}

# What the server announces on /api/ws (server/services/realtime.service.ts): \`type\` such as
# frame.updated, message.created; \`data\` the entity when the event carries it (a frame view for
# frame.created/updated, the orders for frames.reordered). \`connected\`: the socket has just (re)opened and
# receives events from now on; the queries on screen are fetched again, as events may have been missed.
type ShopEvent {
  type: String!
  id: ID
  data: JSON
}

type Subscription {
  # Catalogue events (frames, labels, marquee) for everyone; with admin: true the socket sends the stored
  # token, and admin events (messages, users, activity, enquiries) arrive too. graphcache applies each one.
  shopEvents(admin: Boolean): ShopEvent!
}
`;
