/**
 * The Messages screen's own documents (the list, stats and status mark are in src/api/documents/admin.ts):
 * one message read afresh for the View dialog, the delete, and a status mark selecting only what it
 * changes (graphcache's optimistic answer for setMessageStatus gives id and status).
 */

import type { MessagesQuery } from '../../api/documents/admin';
import { graphql, type ResultOf } from '../../api/graphql';

export const MessageQuery = graphql(`
  query Message($id: ID!) {
    message(id: $id) {
      id
      subject
      name
      email
      phone
      message
      status
      createdAt
      version
    }
  }
`);

export const MarkMessageMutation = graphql(`
  mutation MarkMessage($id: ID!, $status: MessageStatus!, $ifMatch: String) {
    setMessageStatus(id: $id, status: $status, ifMatch: $ifMatch) {
      id
      status
      version
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id) {
      id
      success
      message
    }
  }
`);

/** A message as the list gives it. */
export type MessageItem = ResultOf<typeof MessagesQuery>['messages']['data'][number];
