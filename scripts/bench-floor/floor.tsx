// The floor of a returning family's load (npm run bench only; never shipped): the smallest page
// that does the job of /family's feed. It opens the app's own Dexie database (the same class, so
// the schema cannot drift), reads the newest posts through the timestamp index as listPosts does,
// and renders them as plain cards with React. No router, no query cache, no sync, no fonts.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createHearthDatabase, DATABASE_NAME } from '@/data/db';
import type { Post } from '@/data/types';
import './floor.css';

const NEWEST = 10;
const db = createHearthDatabase(DATABASE_NAME, { onVersionChange: () => undefined });

function FloorCard({ post }: { post: Post }) {
  const photo = post.imageUrls?.[0] ?? post.imageUrl;
  return (
    <article data-slot="post-card" className="card">
      <h3>{post.userName}</h3>
      <time dateTime={post.timestamp}>{new Date(post.timestamp).toLocaleString()}</time>
      {post.content ? <p>{post.content}</p> : null}
      {photo ? <img src={photo} alt={`Shared by ${post.userName}`} width={960} height={720} /> : null}
    </article>
  );
}

function Floor() {
  const [posts, setPosts] = useState<Post[] | null>(null);
  useEffect(() => {
    void db.posts.orderBy('timestamp').reverse().limit(NEWEST).toArray().then(setPosts);
  }, []);
  return <main>{posts?.map((post) => <FloorCard key={post.id} post={post} />)}</main>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
