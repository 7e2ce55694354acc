import type { CreatePostInput, UpdatePostInput } from "@shared/publishing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allPostsKey } from "./posts";

/** Every change of a post reads the calendar again; the realtime stream does the same when one goes out. */
function usePostMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: allPostsKey }),
  });
}

/** POST /api/publishing/posts: published now, or scheduled (Pro and Ultra). */
export function useCreatePost() {
  return usePostMutation((input: CreatePostInput) => dataOf(api.publishing.posts.$post({ json: input })));
}

/** PATCH /api/publishing/posts/{id}: a scheduled or failed post's words or time. */
export function useUpdatePost() {
  return usePostMutation(({ id, changes }: { id: string; changes: UpdatePostInput }) =>
    dataOf(api.publishing.posts[":id"].$patch({ param: { id }, json: changes })),
  );
}

/** DELETE /api/publishing/posts/{id}: a scheduled or failed post is cancelled. */
export function useCancelPost() {
  return usePostMutation((id: string) => dataOf(api.publishing.posts[":id"].$delete({ param: { id } })));
}
