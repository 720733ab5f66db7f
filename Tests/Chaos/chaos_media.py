"""The chaos run's media, made once with FFmpeg into a folder: films that play (two sound
streams, subtitles, chapters; an MP3 with a cover), subtitle files, and files that do not play."""
import os
import subprocess

SUBRIP = "1\n00:00:01,000 --> 00:00:04,000\nHello <i>there</i>\n\n2\n00:00:05,000 --> 00:00:09,000\nSecond line\n"
CHAPTERS = ";FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=10000\ntitle=Start\n" \
           "[CHAPTER]\nTIMEBASE=1/1000\nSTART=10000\nEND=30000\ntitle=Middle\n"


def ffmpeg(*arguments):
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", *arguments], check=True)


def make(folder):
    """Makes what is missing in `folder`; returns the paths by kind: good, subtitles, bad."""
    os.makedirs(folder, exist_ok=True)
    path = lambda name: os.path.join(folder, name)  # noqa: E731
    if not os.path.exists(path("film.mkv")):
        with open(path("film.srt"), "w") as file:
            file.write(SUBRIP)
        with open(path("chapters.txt"), "w") as file:
            file.write(CHAPTERS)
        ffmpeg("-f", "lavfi", "-i", "testsrc2=d=30:s=640x360:r=25", "-f", "lavfi", "-i", "sine=f=440:d=30",
               "-f", "lavfi", "-i", "sine=f=660:d=30", "-i", path("film.srt"), "-i", path("chapters.txt"),
               "-map", "0", "-map", "1", "-map", "2", "-map", "3", "-map_metadata", "4", "-map_chapters", "4",
               "-c:v", "libx264", "-g", "25", "-c:a", "aac", "-c:s", "srt", "-metadata:s:a:0", "language=eng",
               "-metadata:s:a:1", "language=ger", "-metadata", "title=Chaos film", path("film.mkv.part.mkv"))
        os.rename(path("film.mkv.part.mkv"), path("film.mkv"))
    if not os.path.exists(path("clip.mp4")):
        ffmpeg("-f", "lavfi", "-i", "smptebars=d=20:s=480x270:r=30", "-f", "lavfi", "-i", "sine=f=330:d=20",
               "-c:v", "libx264", "-g", "30", "-c:a", "aac", "-shortest", path("clip.part.mp4"))
        os.rename(path("clip.part.mp4"), path("clip.mp4"))
    if not os.path.exists(path("song.mp3")):
        ffmpeg("-f", "lavfi", "-i", "sine=f=523:d=15", "-f", "lavfi", "-i", "color=c=orange:s=300x300:d=1",
               "-map", "0", "-map", "1", "-c:a", "libmp3lame", "-c:v", "mjpeg", "-frames:v", "1",
               "-disposition:v", "attached_pic", "-id3v2_version", "3", path("song.part.mp3"))
        os.rename(path("song.part.mp3"), path("song.mp3"))
    if not os.path.exists(path("styled.ass")):
        ffmpeg("-i", path("film.srt"), path("styled.ass"))
    bad = {"noise.mp4": os.urandom(40_000), "text.mkv": b"not a film at all\n" * 100, "empty.webm": b""}
    for name, data in bad.items():
        if not os.path.exists(path(name)):
            with open(path(name), "wb") as file:
                file.write(data)
    if not os.path.exists(path("cut.mp4")):
        with open(path("clip.mp4"), "rb") as source, open(path("cut.mp4"), "wb") as cut:
            cut.write(source.read(os.path.getsize(path("clip.mp4")) // 2))
    return {"good": [path("film.mkv"), path("clip.mp4"), path("song.mp3")],
            "subtitles": [path("film.srt"), path("styled.ass")],
            "bad": [path(name) for name in ("noise.mp4", "text.mkv", "empty.webm", "cut.mp4")]}
