// A player named in a list: the nickname and the number, linking to the player's page.
import { Link } from 'react-router';

export function PlayerLink({ userId, nickname }: { userId: number; nickname: string }) {
  return (
    <Link className="nowrap" to={`/players/${userId}`}>
      {nickname} <span className="muted num">#{userId}</span>
    </Link>
  );
}
