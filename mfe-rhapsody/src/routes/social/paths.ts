/** The social screens' addresses (spec 3 §2 Social). */
export const socialPaths = {
  home: (org: number) => `/rhapsody/social/${org}`,
  import: (org: number) => `/rhapsody/social/${org}/import`,
  urlPosts: (org: number, urlId: number, title?: string) =>
    `/rhapsody/social/${org}/posts/${urlId}` + (title != null ? `?title=${encodeURIComponent(title)}` : ''),
  post: (org: number, urlId: number, postId: number) => `/rhapsody/social/${org}/url/${urlId}/post/${postId}`,
  edit: (org: number, urlId: number, postId: number) => `/rhapsody/social/${org}/url/${urlId}/edit/${postId}`,
  /** The create form; `url` preselects a URL. */
  create: (org: number, urlId?: number) =>
    `/rhapsody/social/${org}/create-new-post` + (urlId != null ? `?url=${urlId}` : ''),
};
