  BeforeAll {
      Import-Module "$PSScriptRoot/BackupTools.psm1" -Force
      $testRoot = Join-Path $TestDrive 'source'
  }
  
  Describe 'New-Snapshot' {
      BeforeEach {
          New-Item -ItemType Directory -Path $testRoot -Force | Out-Null
          Set-Content -Path (Join-Path $testRoot 'a.txt') -Value 'hello'
      }
  
      It 'creates a complete snapshot' {
          $snap = New-Snapshot -Source $testRoot
          $snap.State | Should -Be 'Complete'
      }
  
      It 'skips excluded extensions' {
          Set-Content -Path (Join-Path $testRoot 'x.tmp') -Value 'skip'
          $snap = New-Snapshot -Source $testRoot
          $snap.SizeInMB() | Should -BeLessThan 1
      }
  }
  
  Describe 'Remove-ExpiredSnapshot' {
      It 'keeps the newest snapshots' {
          1..3 | ForEach-Object { New-Snapshot -Source $testRoot }
          Remove-ExpiredSnapshot -Source $testRoot -Policy ([RetentionPolicy]@{ Keep = 1 }) -Confirm:$false
          (Get-Snapshot -Source $testRoot -All).Count | Should -Be 1
      }
  }
  
